/**
 * The WebGL context the engine draws with, created by the engine so that one limit can be set
 * that pixi v8 has no option for: texture slots per batch. pixi compiles every batch shader with
 * as many sampler slots as the GPU reports (16 and more) and picks the slot per pixel; the scene's
 * only textures are the font's glyph pages, and a software GPU (SwiftShader, headless Chromium,
 * remote desktops of ops-control walls) pays for every slot on every pixel — capping the slots cut
 * a frame's GPU time about threefold there, and costs nothing on a real GPU.
 */

import { Application } from 'pixi.js';

/** Texture slots per batch: glyph pages of the one bitmap font, with room to spare. */
export const MAX_BATCH_TEXTURES = 4;

/**
 * An opaque, non-antialiased WebGL2 context on the canvas reporting at most `maxTextures` texture
 * units, or null without WebGL2 (pixi then makes its own context, WebGL1 included).
 */
export function cappedContext(canvas: HTMLCanvasElement, maxTextures = MAX_BATCH_TEXTURES): WebGL2RenderingContext | null {
  const attrs: WebGLContextAttributes = { alpha: false, antialias: false, premultipliedAlpha: true, stencil: true, preserveDrawingBuffer: false, powerPreference: 'high-performance' };
  const gl = canvas.getContext('webgl2', attrs) as WebGL2RenderingContext | null;
  if (!gl) return null;
  const read = gl.getParameter.bind(gl);
  // only this context's answer changes; pixi reads the limit once, when it starts on the context
  gl.getParameter = ((p: number) => {
    const v = read(p);
    return p === gl.MAX_TEXTURE_IMAGE_UNITS && typeof v === 'number' ? Math.min(v, maxTextures) : v;
  }) as typeof gl.getParameter;
  return gl;
}

/**
 * pixi's application on such a context: white, not antialiased, no ticker (the engine's
 * FrameScheduler owns every frame), pixi's own event system off (the engine's input does hit tests).
 */
export async function startPixi(width: number, height: number, resolution: number): Promise<Application> {
  const app = new Application();
  const canvas = document.createElement('canvas');
  const context = cappedContext(canvas);
  await app.init({
    width: Math.max(1, width),
    height: Math.max(1, height),
    background: 0xffffff,
    antialias: false,
    autoStart: false,
    sharedTicker: false,
    resolution,
    autoDensity: true,
    eventMode: 'none',
    preference: 'webgl',
    ...(context ? { canvas, context } : {}),
  });
  app.ticker.stop();
  app.canvas.style.display = 'block';
  return app;
}
