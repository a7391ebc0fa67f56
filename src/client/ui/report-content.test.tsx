import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportContent } from './report-content';

const report = [
  '=== REPORT START ===',
  '# [ICON: star] Great lesson',
  'We practised the **past tense** and *irregular* verbs.',
  'Chinese Translation:',
  '你做得很好！',
  '',
  '- went',
  '- saw',
  '',
  '1. Read chapter 2',
  '2. Write five sentences',
  '=== REPORT END ===',
].join('\n');

describe('ReportContent', () => {
  it('never injects HTML: content with <script> and tags shows as text', () => {
    const { container } = render(
      <ReportContent content={'<script>window.hacked = true</script>\n<b onclick="x()">bold?</b>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
    expect(container).toHaveTextContent('<b onclick="x()">bold?</b>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes the report markers and the Chinese Translation label (spec section 2)', () => {
    const { container } = render(<ReportContent content={report} />);
    expect(container).not.toHaveTextContent('REPORT START');
    expect(container).not.toHaveTextContent('REPORT END');
    expect(container).not.toHaveTextContent('Chinese Translation:');
  });

  it('turns [ICON: name] tags into emoji inside a heading one level under the page title', () => {
    render(<ReportContent content={report} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('⭐ Great lesson');
  });

  it('renders a line with Chinese text as a distinct translation paragraph', () => {
    const { container } = render(<ReportContent content={report} />);
    const translation = container.querySelector('[data-block="translation"]');
    expect(translation).toHaveTextContent('你做得很好！');
    expect(translation).toHaveAttribute('lang', 'zh');
  });

  it('renders bold, italics, bullet and numbered lists', () => {
    const { container } = render(<ReportContent content={report} />);
    expect(container.querySelector('strong')).toHaveTextContent('past tense');
    expect(container.querySelector('em')).toHaveTextContent('irregular');
    expect(Array.from(container.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual([
      'went',
      'saw',
    ]);
    expect(Array.from(container.querySelectorAll('ol > li')).map((li) => li.textContent)).toEqual([
      'Read chapter 2',
      'Write five sentences',
    ]);
  });
});
