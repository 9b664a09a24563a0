import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('a post’s images', () => {
  it('keeps the site’s own uploads and https images, and drops every other address', () => {
    expect(renderMarkdown('![drum](/blog-images/drum-1a2b.webp)')).toContain('src="/blog-images/drum-1a2b.webp"');
    expect(renderMarkdown('![drum](/api/blog-images/0c6e.webp)')).toContain('src="/api/blog-images/0c6e.webp"');
    expect(renderMarkdown('![drum](https://example.org/drum.png)')).toContain('src="https://example.org/drum.png"');
    for (const src of [
      '/api/auth/logout',
      '/api/user/account',
      '/blog-images/../api/auth/logout',
      'http://example.org/drum.png',
      '//example.org/drum.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      expect([src, renderMarkdown(`Before ![x](${src}) after`)]).toEqual([src, expect.not.stringContaining('<img')]);
    }
  });
});

describe('a table', () => {
  it('comes in a box of its own that scrolls (by keyboard too), and an author’s own div keeps no class', () => {
    const html = renderMarkdown('| one | many |\n| --- | ---- |\n| mtu | watu |');
    expect(html).toMatch(
      /^<div class="table-scroll" tabindex="0"><table>[\s\S]*<td>watu<\/td>[\s\S]*<\/table>\n<\/div>/,
    );
    expect(renderMarkdown('<div class="admin-only" onclick="x()">hi</div>')).toBe('<div>hi</div>');
  });
});
