// No zod here: the studio form imports this, and the web app's main chunk must not pull in the schemas.
/** Only absolute http(s) addresses count as "a valid URL" for URL mode (server and studio form). */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
