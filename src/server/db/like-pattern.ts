/** `%`, `_` and `\` stand for themselves in a LIKE pattern once escaped with `\` (`escape '\'`). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
