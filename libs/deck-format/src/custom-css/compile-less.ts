import less from 'less';

/** A file manager that loads nothing: no import, `data-uri()` or image function reads a file or fetches a URL. */
const noFiles: Less.Plugin = {
  install(instance, pluginManager) {
    class NoFiles extends instance.FileManager {
      override supports() {
        return true;
      }
      override supportsSync() {
        return true;
      }
      override loadFile(): Promise<Less.FileLoadResult> {
        return Promise.reject(new Error('Files cannot be loaded'));
      }
      override loadFileSync(): Less.FileLoadResult {
        throw new Error('Files cannot be loaded');
      }
    }
    pluginManager.addFileManager(new NoFiles());
  },
};

export type LessResult = { css: string } | { error: string };

/** LESS (or plain CSS) to CSS, with inline JavaScript off and no file or URL loading. */
export async function compileLess(input: string): Promise<LessResult> {
  try {
    const output = await less.render(input, {
      filename: 'deck.less',
      javascriptEnabled: false,
      plugins: [noFiles],
    });
    return { css: output.css };
  } catch (error) {
    const failure = error as { message?: string; line?: number };
    const where = typeof failure.line === 'number' ? ` (line ${failure.line})` : '';
    return { error: `${failure.message ?? String(error)}${where}` };
  }
}
