import { exportAs, exportFixture, sheetValues, workbookOf, type ExportFixture } from './export-support';

describe('scratch', () => {
  let f: ExportFixture;
  beforeAll(async () => {
    f = await exportFixture();
  });
  afterAll(async () => {
    await f.close();
  });
  it('prints', async () => {
    const reply = await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own });
    console.log(reply.status, reply.headers);
    const workbook = await workbookOf(reply);
    for (const sheet of workbook.worksheets) {
      console.log(sheet.name, JSON.stringify(sheet.views), JSON.stringify(sheet.autoFilter));
      console.log(JSON.stringify(sheetValues(sheet).slice(0, 4)));
    }
  });
});
