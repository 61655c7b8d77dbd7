import { useState } from 'react';
import { CommaListInput } from '@/widgets/comma-list-input';
import { GallerySample } from '../components/gallery-sample';

/** The comma-list input: several values typed or pasted, emitted comma-joined. */
export default function CommaListInputGallery() {
  const [value, setValue] = useState<string>();
  return (
    <GallerySample title="多个账号" value={value}>
      <div style={{ maxWidth: 420 }}>
        <CommaListInput value={value} onChange={setValue} aria-label="多个账号" />
      </div>
    </GallerySample>
  );
}
