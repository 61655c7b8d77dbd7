import { useState } from 'react';
import { SliderVerify } from '@/widgets/slider-verify';
import { GallerySample } from '../components/gallery-sample';

/** Slider verification: drag the handle fully across. */
export default function SliderVerifyGallery() {
  const [verified, setVerified] = useState(false);
  return (
    <GallerySample title="滑块验证" value={{ verified }}>
      <SliderVerify onSuccess={() => setVerified(true)} />
    </GallerySample>
  );
}
