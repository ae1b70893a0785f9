// Shared by the benchmarks: SQL that adds `count` past orders to a database holding the demo
// business, as a running shop has them (a fifth as many customers; the two years of weekends
// before this week; delivered or cancelled, none left pending; two box lines an order, four
// dishes a box; a status history row and a payment each), then VACUUM ANALYZE as autovacuum would.
// Each entry is one statement without parameters, for node-postgres, PGlite or Drizzle's sql.raw.
export function pastOrdersSql(count) {
  const n = Math.max(1, Math.floor(count));
  const customers = Math.max(1, Math.floor(n / 5));
  return [
    `INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'scale-user-' || g, 'Customer ' || g, 'customer' || g || '@scale.example', true
    FROM generate_series(1, ${customers}) g`,
    `INSERT INTO orders (order_number, user_id, status, email, first_name, last_name, phone, address, city,
      postcode, delivery_date, subtotal_pence, shipping_pence, discount_pence, total_pence, boxes, containers,
      payment_provider, is_test_payment, paid_at, created_at)
    SELECT 'SC-' || lpad(g::text, 7, '0'),
      'scale-user-' || (g % ${customers} + 1),
      (CASE WHEN g % 20 = 0 OR g % 25 = 0 THEN 'cancelled' ELSE 'delivered' END)::order_status,
      'customer' || (g % ${customers} + 1) || '@scale.example',
      (ARRAY['Asha','Ben','Chloe','Dev','Esme','Farid','Grace','Hari'])[g % 8 + 1],
      'Family' || (g % 997),
      '07700 900' || lpad((g % 1000)::text, 3, '0'),
      g || ' Peckham Road', 'London',
      'SE' || (g % 28 + 1) || ' ' || (g % 9 + 1) || 'AB',
      (date_trunc('week', current_date)::date - 2 - ((g % 104) * 7) + ((g / 104) % 2))::date,
      6000, 0, 0, 6000, 2, 8, 'test', true, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${n}) g`,
    `INSERT INTO order_lines (order_id, position, line_type, box_type_id, cuisine, label, quantity, unit_price_pence, line_total_pence)
    SELECT o.id, n, 'box', (SELECT id FROM box_types ORDER BY display_order LIMIT 1), 'North Indian',
      'Essentials (standard)', 1, 3000, 3000
    FROM orders o CROSS JOIN generate_series(0, 1) n
    WHERE o.order_number LIKE 'SC-%'`,
    `INSERT INTO order_line_items (order_line_id, menu_item_id, name, quantity)
    SELECT l.id, m.id, m.name, 1
    FROM order_lines l JOIN orders o ON o.id = l.order_id AND o.order_number LIKE 'SC-%'
    CROSS JOIN LATERAL (SELECT id, name FROM menu_items ORDER BY display_order, id LIMIT 4) m`,
    `INSERT INTO order_status_history (order_id, from_status, to_status, created_at)
    SELECT id, 'pending_payment', status, created_at FROM orders WHERE order_number LIKE 'SC-%'`,
    `INSERT INTO payments (order_id, provider, provider_session_id, amount_pence, status)
    SELECT id, 'test', 'scale_' || order_number, total_pence, 'paid' FROM orders WHERE order_number LIKE 'SC-%'`,
    `VACUUM ANALYZE`,
  ];
}
