import { beforeEach, describe, expect, it, vi } from 'vitest';
import { editorImageSource, uploadEditorImage } from './editor-image-upload';

const uploadAction = vi.fn();
vi.mock('@/api/http', () => ({ uploadAction: (...args: unknown[]) => uploadAction(...args) }));

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pic.png', { type: 'image/png' });

describe('editor image upload', () => {
  beforeEach(() => uploadAction.mockReset());

  it('B-EDITOR-04 the answer message local embeds the picked file itself as a base64 data URL', async () => {
    expect(await editorImageSource('local', png())).toBe('data:image/png;base64,iVBORw==');
  });

  it('B-EDITOR-05 any other answer message is the stored path, shown through the static file URL', async () => {
    expect(await editorImageSource('editor/pic_1700000000000.png', png())).toBe('/v1/sys/common/static/editor/pic_1700000000000.png');
    expect(await editorImageSource('https://cdn.example/pic.png', png())).toBe('https://cdn.example/pic.png');
  });

  it('posts file, biz=editor and jeditor to /sys/common/upload?biz=editor and answers the src to insert', async () => {
    uploadAction.mockResolvedValue({ success: true, message: 'editor/pic_1.png' });
    const file = png();
    expect(await uploadEditorImage(file)).toBe('/v1/sys/common/static/editor/pic_1.png');
    const [url, form] = uploadAction.mock.calls[0] as [string, FormData];
    expect(url).toBe('/sys/common/upload?biz=editor');
    expect(form.get('biz')).toBe('editor');
    expect(form.get('jeditor')).toBe('1');
    expect((form.get('file') as File).name).toBe('pic.png');
  });
});
