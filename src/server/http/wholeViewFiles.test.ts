import { describe, expect, it } from 'vitest';
import { wholeViewFilesIn } from './wholeViewFiles';

describe('wholeViewFilesIn', () => {
  const manifest = {
    'src/editor.ts': { file: 'assets/editor.js', imports: ['_main.js', '_tooltip.js'], css: ['assets/editor.css'] },
    'src/facts.tsx': { file: 'assets/facts.js', imports: ['_main.js', '_tooltip.js'] },
    '_tooltip.js': { file: 'assets/tooltip.js', imports: ['_main.js'], css: ['assets/tooltip.css'] },
    '_main.js': { file: 'assets/main.js', css: ['assets/main.css'] },
    'src/other.ts': { file: 'assets/other.js' },
  };

  it('names the modules’ files, the chunks they import and their styles, each once', () => {
    expect(wholeViewFilesIn(manifest, ['src/editor.ts', 'src/facts.tsx'])).toEqual({
      scripts: ['assets/editor.js', 'assets/main.js', 'assets/tooltip.js', 'assets/facts.js'],
      styles: ['assets/editor.css', 'assets/main.css', 'assets/tooltip.css'],
    });
  });

  it('names nothing for a module the build does not know', () => {
    expect(wholeViewFilesIn(manifest, ['src/gone.ts'])).toEqual({ scripts: [], styles: [] });
  });
});
