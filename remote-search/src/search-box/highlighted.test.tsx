import { render } from '@testing-library/react';
import { Highlighted } from './highlighted';
import { HIGHLIGHT_POST as POST, HIGHLIGHT_PRE as PRE } from './search-hit';

test("the engine's escaped text shows as written, markup in a name stays text, the match in <mark>", () => {
  const name = `Sun & Moon's "Best" <img src=x onerror=alert(1)> &lt;`;
  const value = `${PRE}Sun${POST} &amp; Moon&#39;s &quot;Best&quot; &lt;img src=x onerror=alert(1)&gt; &amp;lt;`;
  const { container } = render(<Highlighted hit={{ name, _highlightResult: { name: { value } } }} />);
  expect(container.textContent).toBe(name);
  expect(container.querySelector('mark')?.textContent).toBe('Sun');
  expect(container.querySelector('img')).toBeNull();
});
