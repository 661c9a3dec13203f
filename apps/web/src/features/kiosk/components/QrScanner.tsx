import { useEffect, useRef } from 'react';

/**
 * The tablet's camera reading QR codes with ZXing (@zxing/browser), loaded with this part only (the kiosk page's
 * camera button): each code read is handed to `onCode`; `onError` when the camera cannot be used.
 */
export function QrScanner({
  onCode,
  onError,
  label,
}: {
  onCode: (code: string) => void;
  onError: () => void;
  label: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onError });
  handlers.current = { onCode, onError };
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@zxing/browser')
      .then(({ BrowserQRCodeReader }) =>
        new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video.current!, (result) => {
          if (result) handlers.current.onCode(result.getText());
        }),
      )
      .then((controls) => {
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      })
      .catch(() => handlers.current.onError());
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <video
      ref={video}
      aria-label={label}
      muted
      playsInline
      style={{ width: '100%', maxWidth: 420, borderRadius: 8, background: '#000' }}
    />
  );
}
