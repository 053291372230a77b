/**
 * How many rules the config page asks for first, so the first screen shows at once; the rest (up to 20,000,
 * several megabytes of JSON to parse and validate) follow in one larger request.
 */
export const FIRST_RULES_PAGE_SIZE = 50;
