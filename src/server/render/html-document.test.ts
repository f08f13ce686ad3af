import { describe, expect, it } from 'vitest';
import { serializeState } from './html-document';

describe('state handed to the browser', () => {
  it('cannot close its script tag, whatever the data holds', () => {
    const json = serializeState({ title: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>');
  });
});
