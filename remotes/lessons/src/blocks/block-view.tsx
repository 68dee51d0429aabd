import type { Block, ImageContent, TextContent, VideoContent } from 'api/client';
import { Icon } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { messages as t } from '../messages';
import { FileBlockView } from './file/file-block-view';
import { ReactionBlockView } from './reaction/reaction-block';

// Loaded with the first game block: lessons without games do not pay for it.
const GameBlockView = lazy(async () => ({ default: (await import('./game/game-block-view')).GameBlockView }));

/**
 * One renderer per block type, used by the lesson view and by the editor for
 * saved blocks, so a block looks the same in both.
 */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'text':
      return <TextBlockView content={block.content} />;
    case 'video':
      return <VideoBlockView content={block.content} />;
    case 'image':
      return <ImageBlockView content={block.content} />;
    case 'game':
      return (
        <Suspense fallback={<p role="status">{t.game.loading}</p>}>
          <GameBlockView blockId={block.id} content={block.content} />
        </Suspense>
      );
    case 'reaction':
      return <ReactionBlockView blockId={block.id} content={block.content} />;
    case 'file_upload':
      return <FileBlockView blockId={block.id} content={block.content} />;
    default:
      return <UnsupportedBlockView />;
  }
}

/** The server-sanitised HTML (allow-list of the editor's own formatting) and nothing else. */
export function TextBlockView({ content }: { content: TextContent }) {
  return <div className="lz-richtext" dangerouslySetInnerHTML={{ __html: content.html }} />;
}

/** A 16:9 YouTube player through youtube-nocookie.com (no tracking cookies before play). */
export function VideoBlockView({ content }: { content: Pick<VideoContent, 'embedUrl' | 'title' | 'description'> }) {
  const title = content.title || t.videoFallbackTitle;
  return (
    <figure className="lz-video">
      {content.title ? <figcaption className="lz-block-title">{content.title}</figcaption> : null}
      <div className="lz-video__frame">
        <iframe
          src={content.embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
      {content.description ? <p className="lz-block-desc">{content.description}</p> : null}
    </figure>
  );
}

export function ImageBlockView({ content }: { content: Pick<ImageContent, 'url' | 'title' | 'description'> }) {
  return (
    <figure className="lz-image">
      <img src={content.url} alt={content.title || content.description || t.imageFallbackAlt} loading="lazy" />
      {content.title || content.description ? (
        <figcaption>
          {content.title ? <span className="lz-block-title">{content.title}</span> : null}
          {content.description ? <span className="lz-block-desc">{content.description}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function UnsupportedBlockView() {
  return (
    <p className="lz-unsupported">
      <Icon name="info" /> {t.unsupportedBlock}
    </p>
  );
}
