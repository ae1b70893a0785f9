/**
 * Content first, then hydration, for cached public pages. A server-rendered marketing page is
 * complete without JavaScript (links are links, forms post), so its hydration scripts need not
 * compete with the CSS and the hero image for a slow connection: the module preloads are taken
 * out of <head> and React Router's bootstrap module runs once the hero image (the page's
 * high-priority image, usually its largest paint) is decoded and a frame has painted, or right
 * after the first paint on a page without one (and at the latest 3 s after the script runs, so
 * a stalled image never leaves the page inert), when a tiny inline script re-inserts both.
 * Hydration work therefore never delays the largest paint. Nothing else about hydration changes.
 *
 * Returns the page unchanged when it does not have the expected shape.
 */
export function deferHydration(html: string): string {
  const modules = [...html.matchAll(/<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g)];
  if (modules.length !== 1) return html;
  const [tag, , , body] = modules[0];
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g, (_m, href: string) => {
    preloads.push(href);
    return "";
  });
  if (preloads.some((href) => !/^\/assets\/[A-Za-z0-9._-]+\.js$/.test(href))) return html;
  const boot =
    `(function(){var d=document,p=${JSON.stringify(preloads)};function go(){` +
    `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.textContent=d.getElementById("deferred-hydration").textContent;d.body.appendChild(s)}` +
    `var started=0;function start(){if(started)return;started=1;requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `var i=d.querySelector('img[fetchpriority="high"]');if(i&&i.decode){i.decode().then(start,start);setTimeout(start,3000)}else start()})();`;
  return withoutPreloads.replace(
    tag,
    `<script type="text/x-deferred-module" id="deferred-hydration">${body}</script><script>${boot}</script>`,
  );
}
