/** What the shared document's binding hears from the editor socket (decision 0071). */
export interface TogetherListener {
  /** The socket subscribed (again): the binding starts the sync handshake. */
  joined(): void;
  frame(frame: Uint8Array): void;
}

/**
 * The editor socket's binary side, for the shared document's binding, which loads after the socket
 * opened: frames that came before it listened are handed to it first, and it is told at once when
 * the socket is already subscribed.
 */
export class TogetherChannel {
  private listener: TogetherListener | null = null;
  private early: Uint8Array[] = [];
  private up = false;

  constructor(private readonly sendFrame: (frame: Uint8Array) => boolean) {}

  listen(listener: TogetherListener): () => void {
    this.listener = listener;
    if (this.up) listener.joined();
    for (const frame of this.early.splice(0)) listener.frame(frame);
    return () => {
      if (this.listener === listener) this.listener = null;
    };
  }

  /** Sends a frame; false while the socket is down (the document keeps what was not sent). */
  send(frame: Uint8Array): boolean {
    return this.sendFrame(frame);
  }

  joined(): void {
    this.up = true;
    this.early = [];
    this.listener?.joined();
  }

  lost(): void {
    this.up = false;
  }

  frame(frame: Uint8Array): void {
    if (this.listener) this.listener.frame(frame);
    else this.early.push(frame);
  }
}
