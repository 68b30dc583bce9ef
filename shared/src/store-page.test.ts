import { jsonForHtml } from './store-page';

describe('jsonForHtml', () => {
  it('reads back as the same value, with nothing that could end its element or open a comment', () => {
    const value = { name: '</script><!-- a & b -->', line: 'a\u2028b\u2029c', price: 680 };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
