/** Emotion's global rules are the build's stylesheet (chakra-global-*.css), already named in index.html. */
const GLOBAL_STYLE = /<style data-emotion="css-global[^"]*">[\s\S]*?<\/style>/g;

/** A server render's HTML without the global rules Emotion wrote inline (the page has them from the stylesheet). */
export function withoutGlobalStyles(html: string): string {
  return html.replace(GLOBAL_STYLE, '');
}
