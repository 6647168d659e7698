// testTimeout is a global jest option (ignored per project): set it here for the api tests.
jest.setTimeout(60_000);
