import type { Picture } from '../../../src/api/shapes/picture';

/** A bag's pictures as the server sends them: per view, 320/640/960 wide WebP files. */
export function testPictures(id: number, title = `Bag ${id}`, views: readonly string[] = ['front']): Picture[] {
  return views.map((view) => {
    const file = (w: number) => `/media/bags/bag-${id}/${view}-${w}.0123456789.webp`;
    return { view, alt: `${title}, ${view}`, width: 960, height: 1200, src: file(640), sources: [320, 640, 960].map((w) => ({ url: file(w), width: w })) };
  });
}
