import request from 'supertest';
import { apiContract } from '@schemas/contract/index';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { replyProblems } from '@tests/support/role-matrix';
import { openTestDatabase } from '@tests/support/test-database';
import { GRID_PATH, viewOf } from './geom-support';

const TILES = {
  tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  tileAttribution: '© Example map contributors',
  maxGridSquares: 2_500,
};

describe('GET map/settings: what the map widgets need of the server', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('says, without a session, that there is no tile server and the grid holds 10,000 squares by default', async () => {
    const reply = await request(createApp({ database })).get('/api/map/settings').expect(200);
    expect(reply.body).toEqual({
      success: true,
      data: { tileUrl: null, tileAttribution: null, maxGridSquares: 10_000 },
    });
    expect(replyProblems(apiContract.mapSettings, reply.body.data)).toEqual([]);
  });

  it('names the configured tile server, its attribution and the grid limit', async () => {
    const reply = await request(createApp({ database, map: TILES }))
      .get('/api/map/settings')
      .expect(200);
    expect(reply.body.data).toEqual(TILES);
    expect(replyProblems(apiContract.mapSettings, reply.body.data)).toEqual([]);
  });

  it('is answered by this server in proxy mode, while the grid squares are asked of the backend', async () => {
    // Nothing listens on port 9: what reaches the backend fails with 502.
    const proxy = createApp({ proxyTo: 'http://127.0.0.1:9', map: TILES });
    const settings = await request(proxy).get('/api/map/settings').expect(200);
    expect(settings.body.data).toEqual(TILES);
    const grid = await request(proxy)
      .post(GRID_PATH)
      .send(viewOf({ minLongitude: 21, maxLongitude: 21.01, minLatitude: 52.2, maxLatitude: 52.21 }))
      .expect(502);
    expect(grid.body.error).toBe('BAD_GATEWAY');
  });
});
