// testTimeout is a global jest option (ignored per project): set it here for the engine's tests.
jest.setTimeout(60_000);
