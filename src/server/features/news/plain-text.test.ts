import { describe, expect, it } from 'vitest';
import { toPlainText, truncate } from './plain-text';

describe('feed text shown on a card', () => {
  it('drops tags, scripts and comments and decodes entities', () => {
    expect(
      toPlainText(
        '<p>Heat&nbsp;&amp; <b>Bam</b>&#8217;s night</p><!-- ad --><script>track()</script><p>Next</p>',
      ),
    ).toBe('Heat & Bam’s night Next');
  });

  it('keeps inline markup inside a word together and block markup apart', () => {
    expect(toPlainText('un<em>believ</em>able<br>finish')).toBe('unbelievable finish');
  });

  it('leaves an unknown entity as written', () => {
    expect(toPlainText('Fish &chips; &#x1F3C0;')).toBe('Fish &chips; 🏀');
  });

  it('shortens long text at a word with an ellipsis', () => {
    expect(truncate('The Heat win again tonight', 15)).toBe('The Heat win…');
    expect(truncate('Short', 15)).toBe('Short');
  });
});
