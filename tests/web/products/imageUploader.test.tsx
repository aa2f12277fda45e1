import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { checkImageFile } from '../../../src/products/imageChecks';
import { ImageUploader } from '../../../src/products/ImageUploader';
import { i18nProvider } from '../../../src/i18n';
import { jpegImage, pngImage } from '../../api/support/images';

const file = (content: Uint8Array | string, name: string, type: string) =>
  new File([content as BlobPart], name, { type });

describe('checkImageFile', () => {
  test('accepts PNG and JPEG of at least 700x500, by content', async () => {
    expect(await checkImageFile(file(pngImage(700, 500), 'a.png', 'image/png'))).toBeNull();
    expect(await checkImageFile(file(jpegImage(1200, 800), 'b.jpg', 'image/jpeg'))).toBeNull();
    // A PNG named .jpg is still a PNG.
    expect(await checkImageFile(file(pngImage(800, 600), 'c.jpg', 'image/jpeg'))).toBeNull();
  });

  test('refuses small, oversized and unreadable files with the spec messages', async () => {
    expect(await checkImageFile(file(pngImage(640, 480), 'small.png', 'image/png'))).toEqual({
      message: 'saluni.spec.validation.imageTooSmall',
      values: { w: 700, h: 500, cw: 640, ch: 480 },
    });
    expect(await checkImageFile(file('not an image', 'fake.png', 'image/png'))).toEqual({
      message: 'saluni.spec.validation.invalidImage',
    });
    const huge = file(new Uint8Array(5 * 1024 * 1024 + 1), 'huge.png', 'image/png');
    expect(await checkImageFile(huge)).toEqual({
      message: 'saluni.spec.validation.fileTooLarge',
      values: { n: 5 },
    });
  });
});

const Uploader = () => {
  const [files, setFiles] = useState<File[]>([]);
  return <ImageUploader files={files} onChange={setFiles} label="Product images" />;
};

const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Product images'), { target: { files } });

describe('ImageUploader', () => {
  const renderUploader = () =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Uploader />
      </AdminContext>,
    );

  test('shows the exact message of a refused file and keeps the good ones as thumbnails', async () => {
    renderUploader();
    expect(
      screen.getByText('Add at least 4 images (PNG or JPEG, up to 5 MB, at least 700x500 px).'),
    ).toBeTruthy();
    choose(
      file(pngImage(700, 500), 'good.png', 'image/png'),
      file(pngImage(300, 200), 'small.png', 'image/png'),
    );
    expect(
      await screen.findByText(
        'Image dimensions must be more than 700x500px. Current dimensions: 300x200px.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'good.png' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'small.png' })).toBeNull();

    choose(file('hello', 'notes.png', 'image/png'));
    expect(await screen.findByText('Invalid image file.')).toBeTruthy();
    choose(file(new Uint8Array(6 * 1024 * 1024), 'big.png', 'image/png'));
    expect(await screen.findByText('File size exceeds 5MB.')).toBeTruthy();
  });

  test('takes at most 4 images; the plus disappears when full and a delete icon removes one', async () => {
    renderUploader();
    const images = [1, 2, 3, 4, 5].map((n) =>
      file(pngImage(700, 500), `photo-${n}.png`, 'image/png'),
    );
    choose(...images);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    expect(screen.getByText('At most 4 images')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add images' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo-2.png' }));
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add images' })).toBeTruthy();
  });
});
