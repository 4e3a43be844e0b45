import type { ReactNode } from 'react';
import { Shop } from './shop';

export const metadata = { title: 'Hand-made goods' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Shop>{children}</Shop>
      </body>
    </html>
  );
}
