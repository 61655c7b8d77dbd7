import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { requestCaptchaImage } from './session-api';

function newCaptchaKey(): string {
  return String(Date.now());
}

/** The login captcha: a key (the current time) and its image; refreshing makes a new key. */
export function useCaptcha() {
  const [checkKey, setCheckKey] = useState(newCaptchaKey);
  const image = useQuery({
    queryKey: ['session', 'captcha', checkKey],
    queryFn: () => requestCaptchaImage(checkKey),
    staleTime: Infinity,
    gcTime: 0,
  });
  const refresh = useCallback(() => setCheckKey(newCaptchaKey()), []);
  return { checkKey, imageSrc: image.data, loading: image.isFetching, refresh };
}
