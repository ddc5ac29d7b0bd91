/**
 * The browser behind `ShareEnvironment`: the Web Share API (level 2, files) where the browser
 * has it, a download through an object URL, and a new tab for WhatsApp.
 */
import type { ShareEnvironment } from '../../../application/proposal/send-proposal';

/** Saves `file` through a temporary link (the object URL is released after the click is done). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** This browser's sharing, downloading and opening of a new tab. */
export function browserShareEnvironment(): ShareEnvironment {
  return {
    canShareFiles: (files) => typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files }),
    share: (data) => navigator.share(data),
    download: downloadFile,
    open: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
