import type { ReactNode } from 'react';
import { Photo, type PhotoSource } from './Photo';

/** A photo beside text (stacked on phones): the photo on the left unless `reverse`. */
export function MediaSplit({ image, reverse = false, children }: { image: PhotoSource; reverse?: boolean; children: ReactNode }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={reverse ? 'lg:order-2' : ''}>
        <Photo
          image={image}
          width={1200}
          height={900}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[4/3] h-auto w-full rounded-2xl shadow-lg"
        />
      </div>
      <div>{children}</div>
    </div>
  );
}
