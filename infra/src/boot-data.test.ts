import { describe, expect, it } from 'vitest';
import { bootDataTag } from './boot-data.ts';

describe('boot data in the shell page', () => {
  const manifest = { remotes: { teacher: '/remotes/teacher/remoteEntry.js' }, games: {} };

  it('is a JSON data block the page can read back unchanged', () => {
    const tag = bootDataTag({ manifest, site: { dataLocation: 'Daten in der Schweiz' } });
    const json = /^<script type="application\/json" id="platform-boot">(.*)<\/script>$/.exec(tag)?.[1];
    expect(JSON.parse(json!)).toEqual({ manifest, site: { dataLocation: 'Daten in der Schweiz' } });
  });

  it('cannot be ended early by a value (a game title from another team)', () => {
    const title = '</script><script>alert(1)</script><!--';
    const tag = bootDataTag({ manifest: { remotes: {}, games: { x: { entry: '/x.js', name: 'game_x', title, aliases: [] } } }, site: { dataLocation: null } });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toContain('<!--');
    const json = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect((JSON.parse(json) as { manifest: { games: { x: { title: string } } } }).manifest.games.x.title).toBe(title);
  });
});
