/** A search parameter the engine refuses: 400 in Algolia's {message, status}. */
export class ParamsError extends Error {}
