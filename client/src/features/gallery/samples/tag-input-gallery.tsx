import { useState } from 'react';
import { TagInput, TagList } from '@/widgets/tag-input';
import { GallerySample } from '../components/gallery-sample';

/** The tag input: typed characters regrouped by 2 with semicolons, and the same value shown as tags. */
export default function TagInputGallery() {
  const [value, setValue] = useState<string>();
  return (
    <GallerySample title="标签" value={value}>
      <div style={{ maxWidth: 420, display: 'grid', gap: 8 }}>
        <TagInput value={value} onChange={setValue} aria-label="标签" placeholder="请输入标签" />
        <TagList value={value} />
      </div>
    </GallerySample>
  );
}
