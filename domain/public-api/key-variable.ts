// Apart from the examples: the reference page shows this command before it loads them.

/** The shell variable the reference's examples read the key from, so that it never sits in a shell history. */
export const KEY_VARIABLE = 'MAPLEPOST_KEY';

/** The command that puts the reader's key where the examples read it. */
export const setKeyCommand = (key: string) => `export ${KEY_VARIABLE}='${key}'`;
