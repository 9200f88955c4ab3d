import { html, jsonLdScript, SafeHtml, trustedHtml } from './html';

test('interpolated text is escaped, in content and in quoted attributes', () => {
  const name = `<script>alert("x")</script> & 'Sons'`;
  const page = html`<p title="${name}">${name}</p>`.markup;

  expect(page).toBe(
    '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Sons&#39;">' +
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Sons&#39;</p>',
  );
  expect(page).not.toContain('<script>');
});

test('nested templates are kept as markup, arrays are joined and empty values write nothing', () => {
  const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
  const page = html`<ul>${items}</ul>${null}${undefined}${false}${true}${0}`;

  expect(page).toBeInstanceOf(SafeHtml);
  expect(page.markup).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  expect(html`<b>${'x'}</b>`.toString()).toBe('<b>x</b>');
});

test('only trusted markup passes unescaped', () => {
  expect(html`${trustedHtml('<style>a{}</style>')}`.markup).toBe('<style>a{}</style>');
  expect(html`${'<style>a{}</style>'}`.markup).toBe('&lt;style&gt;a{}&lt;/style&gt;');
});

test('JSON-LD cannot be closed early by user text and still reads back the same', () => {
  const data = { name: 'Evil </script><script>alert(1)</script> <!-- Ltd', note: 'line\u2028break' };
  const block = jsonLdScript(data).markup;

  expect(block.startsWith('<script type="application/ld+json">')).toBe(true);
  expect(block.match(/<\/script>/g)).toHaveLength(1);
  expect(block).not.toContain('<!--');
  expect(block).not.toContain('\u2028');
  const json = block.slice('<script type="application/ld+json">'.length, -'</script>'.length);
  expect(JSON.parse(json)).toEqual(data);
});
