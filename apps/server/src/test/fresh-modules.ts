import { vi } from 'vitest';

/*
 * Runs before each server test file. The server projects do not isolate files (vitest.config.ts): a worker
 * process runs file after file and keeps what node_modules loaded (PGlite's compiled WebAssembly, Fastify,
 * better-auth…), the fixed cost every file paid again (docs/decisions/0043-test-speed.md). The server's
 * own modules are evaluated afresh for each file, so module state and a file's vi.mock stay its own.
 */
vi.resetModules();
