import { fileNameFromDisposition } from '@runtime/shared/api/fileNameFromDisposition';

describe('the file name of Content-Disposition', () => {
  it('prefers the UTF-8 filename* over the ASCII filename', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="eksport_Zolw.xlsx"; filename*=UTF-8''eksport_%C5%BC%C3%B3%C5%82w.xlsx`,
      ),
    ).toBe('eksport_żółw.xlsx');
    expect(
      fileNameFromDisposition(`attachment; filename*=utf-8'pl'export%20%E2%82%AC.zip; filename="x.zip"`),
    ).toBe('export €.zip');
  });

  it('takes the ASCII filename, quoted or not, when filename* is missing or unreadable', () => {
    expect(fileNameFromDisposition('attachment; filename="export_2026-11-27.xlsx"')).toBe(
      'export_2026-11-27.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=export.zip')).toBe('export.zip');
    expect(fileNameFromDisposition(`attachment; filename="a \\"b\\".xlsx"`)).toBe('a _b_.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.xlsx"`)).toBe(
      'fallback.xlsx',
    );
    expect(
      fileNameFromDisposition(`attachment; filename*=ISO-8859-1''caf%E9.xlsx; filename="cafe.xlsx"`),
    ).toBe('cafe.xlsx');
  });

  it('gives no name without a header or a file name, and none that leaves the download folder', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe(
      '.._.._etc_passwd',
    );
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeUndefined();
  });
});
