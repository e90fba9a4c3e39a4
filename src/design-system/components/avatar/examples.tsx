import { Avatar } from './Avatar.tsx';

// A tiny inline picture, so the story does not depend on the network.
export const samplePicture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#64748b"/><circle cx="20" cy="15" r="7" fill="#e2e8f0"/><ellipse cx="20" cy="36" rx="13" ry="10" fill="#e2e8f0"/></svg>',
  );

export const AvatarSizes = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
    <Avatar name="Ada Lovelace" size="sm" />
    <Avatar name="Grace Hopper" />
    <Avatar name="Katherine Johnson" size="lg" src={samplePicture} />
    <Avatar name="نورة العتيبي" />
  </div>
);
