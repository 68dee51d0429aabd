import type { Profile } from '../../contract';
import { initials } from '../../people';

/** Round avatar with the picture or two-letter initials; decorative (the name is shown beside it). */
export function Avatar({ person }: { person: Partial<Pick<Profile, 'first_name' | 'last_name' | 'display_name' | 'avatar_url'>> }) {
  return (
    <span className="ui-avatar" aria-hidden="true">
      {person.avatar_url ? <img src={person.avatar_url} alt="" /> : initials(person)}
    </span>
  );
}
