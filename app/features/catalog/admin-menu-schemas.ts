/**
 * Admin lists show this many rows per page. Other features' admin lists import it from here; it
 * stays here until shared admin pieces move below the features.
 */
export const ADMIN_PAGE_SIZE = 50;
