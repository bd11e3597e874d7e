import { describe, expect, it } from 'vitest';
import { safeFileName, STORED_NAME } from './privateFiles.js';

describe('safeFileName', () => {
  it('keeps a plain name, with the detected extension', () => {
    expect(safeFileName('Condo permit.pdf', 'pdf')).toBe('Condo permit.pdf');
    expect(safeFileName('scan.PDF.exe', 'png')).toBe('scan.PDF.png');
  });
  it('drops paths, quotes, control and header-breaking characters', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\permit "a";\r\nX: y.pdf', 'pdf')).toBe('permit a X y.pdf');
    expect(safeFileName('.hidden', 'png')).toBe('file.png');
    expect(safeFileName('Año ñ.jpg', 'jpg')).toBe('Ano n.jpg');
  });
  it('bounds the length', () => {
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(104);
  });
});

describe('STORED_NAME', () => {
  it('matches only server-made names', () => {
    expect(STORED_NAME.test('0b6f3a52-8f0e-4c1e-9d2a-1b2c3d4e5f60.pdf')).toBe(true);
    expect(STORED_NAME.test('../0b6f3a52-8f0e-4c1e-9d2a-1b2c3d4e5f60.pdf')).toBe(false);
    expect(STORED_NAME.test('0b6f3a52-8f0e-4c1e-9d2a-1b2c3d4e5f60.html')).toBe(false);
  });
});
