import { useCallback, useEffect, useState } from 'react';
import { requestCaptchaImage } from './session-api';

function newCaptchaKey(): string {
  return String(Date.now());
}

/** The login captcha: a key (the current time) and its image; refreshing (a click on the image) makes a new key. */
export function useCaptcha() {
  const [checkKey, setCheckKey] = useState(newCaptchaKey);
  const [image, setImage] = useState<{ key: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    requestCaptchaImage(checkKey).then(
      (src) => current && setImage({ key: checkKey, src }),
      () => current && setImage({ key: checkKey, src: '' }),
    );
    return () => {
      current = false;
    };
  }, [checkKey]);

  const refresh = useCallback(() => setCheckKey(newCaptchaKey()), []);
  const loaded = image?.key === checkKey;
  return { checkKey, imageSrc: loaded ? image.src : '', loading: !loaded, refresh };
}
