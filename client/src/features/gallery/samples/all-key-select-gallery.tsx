import { useState } from 'react';
import { AllKeySelect } from '@/widgets/all-key-select';
import { GallerySample } from '../components/gallery-sample';

const DEPARTMENTS = [
  { value: 'A01', label: '研发部' },
  { value: 'A02', label: '财务部' },
  { value: 'A03', label: '人事部' },
];

/** A multi-select whose 全部 option excludes the others. */
export default function AllKeySelectGallery() {
  const [value, setValue] = useState<string>();
  return (
    <GallerySample title="部门（含全部）" value={value}>
      <AllKeySelect value={value} onChange={setValue} options={DEPARTMENTS} style={{ width: '100%', maxWidth: 420 }} aria-label="部门" />
    </GallerySample>
  );
}
