import { describe, expect, it } from 'vitest';
import { wholeViewStyles, withWholeViewStyles } from './wholeViewFiles';

describe('wholeViewStyles', () => {
  const manifest = {
    'src/editor.ts': { file: 'assets/editor.js', imports: ['_main.js', '_tooltip.js'], css: ['assets/editor.css'] },
    'src/facts.tsx': { file: 'assets/facts.js', imports: ['_main.js', '_tooltip.js'] },
    '_tooltip.js': { file: 'assets/tooltip.js', imports: ['_main.js'], css: ['assets/tooltip.css'] },
    '_main.js': { file: 'assets/main.js', css: ['assets/main.css'] },
    'src/other.ts': { file: 'assets/other.js', css: ['assets/other.css'] },
  };

  it('names the stylesheets of the modules and of the chunks they import, each once', () => {
    expect(wholeViewStyles(manifest, ['src/editor.ts', 'src/facts.tsx'])).toEqual([
      'assets/editor.css',
      'assets/main.css',
      'assets/tooltip.css',
    ]);
  });

  it('names nothing for a module the build does not know', () => {
    expect(wholeViewStyles(manifest, ['src/gone.ts'])).toEqual([]);
  });
});

describe('withWholeViewStyles', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/main.css"></head><div id="root"></div>';

  it('links, in the head, the stylesheets the page does not link yet', () => {
    const html = withWholeViewStyles(page, ['assets/main.css', 'assets/editor.css']);
    expect(html.split('</head>')[0]).toContain('<link rel="stylesheet" crossorigin href="/assets/editor.css">');
    expect(html.match(/main\.css/g)).toHaveLength(1);
  });

  it('leaves the page alone when it links them all', () => {
    expect(withWholeViewStyles(page, ['assets/main.css'])).toBe(page);
  });
});
