import { useEffect, useState } from 'react'
import { Spin } from 'antd'
import { API_URL, httpClient } from '../../providers/http'

/** An uploaded image shown from its short-lived signed URL (stored files are never public). */
export function StoredImage({ fileKey, height = 40 }: { fileKey: string; height?: number }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    setUrl(null)
    httpClient.get<{ url: string }>(`${API_URL}/aws-s3-signedurl`, { params: { file_key: fileKey } })
      .then((r) => { if (live) setUrl(r.data.url) }, () => undefined)
    return () => { live = false }
  }, [fileKey])
  if (!url) return <Spin size="small" />
  return <img src={url} alt="" data-testid="stored-image" style={{ height, maxWidth: 320, objectFit: 'contain' }} />
}
