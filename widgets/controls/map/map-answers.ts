// Both map widgets are one lazily loaded chunk: each needs Leaflet and proj4, which outweigh the
// widgets' own code, and one more entry chunk would split the shared chunks further (vite.config.ts).
export { default as PointMapAnswer } from './point/PointMapAnswer';
export { default as GridMapAnswer } from './grid/GridMapAnswer';
