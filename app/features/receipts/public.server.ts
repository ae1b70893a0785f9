/**
 * Receipts (decision 044), for server code: what routes and the jobs may import. Receipts sit at
 * the top of the layers: no feature imports them.
 */
export { issueDueDocuments } from "./issue.server";
