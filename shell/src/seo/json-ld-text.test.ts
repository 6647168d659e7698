import { jsonLdText } from './json-ld-text';

describe('jsonLdText', () => {
  it('cannot end the script element or open a comment, and parses back to the same value', () => {
    const value = {
      name: '</script><script>alert(1)</script> <!-- & \u2028 \u2029 >',
      nested: [{ url: 'https://x.in/?a=1&b=2' }],
    };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
