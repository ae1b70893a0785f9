// A fresh in-memory PGlite for each test file (the database module opens and migrates it).
import { setUpTestProcess } from "./test-env";

process.env.PGLITE_IN_MEMORY = "true";
delete process.env.DATABASE_URL;
setUpTestProcess();
