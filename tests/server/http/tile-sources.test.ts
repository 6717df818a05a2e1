import { tileImageSources } from '@server/http/tile-sources';

describe('tileImageSources: the image origins of a tile URL template', () => {
  it('is the origin of a template, its path and query placeholders left aside', () => {
    expect(tileImageSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileImageSources('https://tiles.example.org:8443/map/{z}/{x}/{y}{r}.png?apikey={key}')).toEqual([
      'https://tiles.example.org:8443',
    ]);
    expect(tileImageSources('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8080']);
  });

  it('names the subdomains a, b and c of a {s} template, as Leaflet asks them', () => {
    expect(tileImageSources('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
    expect(tileImageSources('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://tiles-a.example.org',
      'https://tiles-b.example.org',
      'https://tiles-c.example.org',
    ]);
  });

  it('refuses, naming TILE_URL, a template that is no http(s) URL or holds another placeholder in its host', () => {
    for (const template of [
      'tiles/{z}/{x}/{y}.png',
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'javascript:alert(1)',
      'https://{z}.tiles.example.org/{x}/{y}.png',
      'https://tiles.{domain}/{z}/{x}/{y}.png',
    ]) {
      expect(() => tileImageSources(template), template).toThrow(/^TILE_URL /);
    }
  });
});
