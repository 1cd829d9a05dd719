import { Space } from 'antd'
import { FileUpload } from './FileUpload'
import { IMAGE_EXTENSIONS } from './file-rules'
import { StoredImage } from './StoredImage'

/**
 * A form control whose value is a stored image's key (logos): the current image, and an upload
 * that replaces it. Works as an antd Form.Item child (value / onChange).
 */
export function ImageKeyInput({ value, onChange, id }: { value?: string | null; onChange?: (key: string) => void; id?: string }) {
  return (
    <Space direction="vertical" id={id}>
      {value && <StoredImage fileKey={value} height={43} />}
      <FileUpload kind="img" accept={IMAGE_EXTENSIONS} onUploaded={(key) => onChange?.(key)} />
    </Space>
  )
}
