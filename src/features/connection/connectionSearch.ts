import { searchReader, text } from '../../ui/searchFields';

/** `?redirect=/layers`: the page that sent the user to Connection, where a successful Save takes them back. */
export const ConnectionSearchSchema = searchReader<{ redirect?: string | undefined }>({ redirect: text });
