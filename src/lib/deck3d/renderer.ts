/**
 * The 3D view's renderer, in WebGL2 written by hand (ARCHITECTURE.md, "The 3D view", has the measurement that chose
 * it over three.js and OGL): one unit box and one unit round, drawn once per member as instances, and the ground.
 * A frame is drawn when asked (the camera moved, the scene changed), never in a loop. `dispose` gives the GPU
 * back everything, the context too.
 */
import {viewProjection, type Orbit} from './camera';
import {INSTANCE_FLOATS, type Scene} from './scene';

const vertex = `#version 300 es
layout(location=0) in vec3 position;
layout(location=1) in vec3 normal;
layout(location=2) in vec3 axisU;
layout(location=3) in vec3 axisV;
layout(location=4) in vec3 axisW;
layout(location=5) in vec3 center;
layout(location=6) in vec3 color;
uniform mat4 viewProjection;
out vec3 vNormal;
out vec3 vColor;
void main() {
  // The unit shape's axes scaled to the member's size; a normal goes by the inverse scale.
  vec3 p = center + axisU * position.x + axisV * position.y + axisW * position.z;
  vNormal = axisU * normal.x / dot(axisU, axisU) + axisV * normal.y / dot(axisV, axisV) + axisW * normal.z / dot(axisW, axisW);
  vColor = color;
  gl_Position = viewProjection * vec4(p, 1.0);
}`;

const fragment = `#version 300 es
precision mediump float;
in vec3 vNormal;
in vec3 vColor;
out vec4 outColor;
void main() {
  vec3 n = normalize(vNormal);
  // The afternoon sun over the yard's left shoulder, and the sky's light from above.
  float sun = abs(dot(n, normalize(vec3(-0.45, 0.6, 0.66))));
  float sky = 0.5 + 0.5 * n.z;
  outColor = vec4(vColor * (0.34 + 0.22 * sky + 0.5 * sun), 1.0);
}`;

/** A unit box's faces, centered on the origin: position and normal, six floats a vertex. */
function unitBox(): Float32Array {
  const out: number[] = [];
  for (let axis = 0; axis < 3; axis++)
    for (const sign of [-1, 1]) {
      const [u, v] = [(axis + 1) % 3, (axis + 2) % 3];
      const corner = (a: number, b: number) => {
        const p = [0, 0, 0];
        [p[axis], p[u], p[v]] = [sign / 2, a / 2, b / 2];
        const n = [0, 0, 0];
        n[axis] = sign;
        return [...p, ...n];
      };
      for (const [a, b] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, -1],
        [1, 1],
        [-1, 1],
      ])
        out.push(...corner(a, b));
    }
  return new Float32Array(out);
}

/** A unit round (a footing): twelve sides around the z axis, its top and its bottom. */
function unitRound(sides = 12): Float32Array {
  const out: number[] = [];
  const at = (i: number) => [Math.cos((2 * Math.PI * i) / sides) / 2, Math.sin((2 * Math.PI * i) / sides) / 2];
  for (let i = 0; i < sides; i++) {
    const [[x0, y0], [x1, y1]] = [at(i), at(i + 1)];
    const [nx, ny] = [Math.cos((2 * Math.PI * (i + 0.5)) / sides), Math.sin((2 * Math.PI * (i + 0.5)) / sides)];
    for (const [x, y, z] of [
      [x0, y0, -0.5],
      [x1, y1, -0.5],
      [x1, y1, 0.5],
      [x0, y0, -0.5],
      [x1, y1, 0.5],
      [x0, y0, 0.5],
    ])
      out.push(x, y, z, nx, ny, 0);
    for (const z of [0.5, -0.5])
      out.push(0, 0, z, 0, 0, Math.sign(z), x0, y0, z, 0, 0, Math.sign(z), x1, y1, z, 0, 0, Math.sign(z));
  }
  return new Float32Array(out);
}

export interface Renderer {
  setScene(scene: Scene): void;
  draw(orbit: Orbit): void;
  dispose(): void;
}

function compile(gl: WebGL2RenderingContext): WebGLProgram | null {
  const program = gl.createProgram();
  const shaders = [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ].map(([type, source]) => {
    const shader = gl.createShader(type as number)!;
    gl.shaderSource(shader, source as string);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
    return shader;
  });
  gl.linkProgram(program);
  shaders.forEach((s) => gl.deleteShader(s));
  return gl.getProgramParameter(program, gl.LINK_STATUS) ? program : null;
}

/** A shape's geometry, bound with an instance buffer the scene fills. */
function shape(gl: WebGL2RenderingContext, geometry: Float32Array) {
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  const mesh = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, mesh);
  gl.bufferData(gl.ARRAY_BUFFER, geometry, gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 24, 0);
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 3, gl.FLOAT, false, 24, 12);
  const instances = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, instances);
  for (let i = 0; i < 5; i++) {
    gl.enableVertexAttribArray(2 + i);
    gl.vertexAttribPointer(2 + i, 3, gl.FLOAT, false, INSTANCE_FLOATS * 4, i * 12);
    gl.vertexAttribDivisor(2 + i, 1);
  }
  gl.bindVertexArray(null);
  return {vao, buffers: [mesh, instances], instances, vertices: geometry.length / 6, count: 0};
}

/** The ground's triangles: their own positions and colors, the instance axes left at the unit ones. */
function groundShape(gl: WebGL2RenderingContext) {
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  const [mesh, tint] = [gl.createBuffer(), gl.createBuffer()];
  gl.bindBuffer(gl.ARRAY_BUFFER, mesh);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 3, gl.FLOAT, false, 24, 0);
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 3, gl.FLOAT, false, 24, 12);
  gl.bindBuffer(gl.ARRAY_BUFFER, tint);
  gl.enableVertexAttribArray(6);
  gl.vertexAttribPointer(6, 3, gl.FLOAT, false, 12, 0);
  gl.bindVertexArray(null);
  return {vao, mesh, tint, vertices: 0};
}

/** The renderer for a canvas, or null where the browser has no WebGL2 (the isometric picture stands in). */
export function createRenderer(canvas: HTMLCanvasElement): Renderer | null {
  const gl = canvas.getContext('webgl2', {antialias: true, powerPreference: 'low-power'});
  if (!gl) return null;
  const program = compile(gl);
  if (!program) return null;
  const viewProjectionAt = gl.getUniformLocation(program, 'viewProjection');
  const shapes = [shape(gl, unitBox()), shape(gl, unitRound())];
  const ground = groundShape(gl);
  return {
    setScene(scene) {
      [scene.boxes, scene.rounds].forEach((data, i) => {
        gl.bindBuffer(gl.ARRAY_BUFFER, shapes[i].instances);
        gl.bufferData(gl.ARRAY_BUFFER, data, gl.DYNAMIC_DRAW);
        shapes[i].count = data.length / INSTANCE_FLOATS;
      });
      gl.bindBuffer(gl.ARRAY_BUFFER, ground.mesh);
      gl.bufferData(gl.ARRAY_BUFFER, scene.ground, gl.DYNAMIC_DRAW);
      gl.bindBuffer(gl.ARRAY_BUFFER, ground.tint);
      gl.bufferData(gl.ARRAY_BUFFER, scene.groundColors, gl.DYNAMIC_DRAW);
      ground.vertices = scene.ground.length / 6;
    },
    draw(orbit) {
      const [width, height] = [canvas.width, canvas.height];
      gl.viewport(0, 0, width, height);
      gl.clearColor(0.86, 0.91, 0.93, 1);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      gl.enable(gl.DEPTH_TEST);
      gl.useProgram(program);
      gl.uniformMatrix4fv(viewProjectionAt, false, viewProjection(orbit, width / Math.max(1, height)));
      // The ground's triangles are already on the site: unit axes, no offset.
      [
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
        [0, 0, 0],
      ].forEach((v, i) => gl.vertexAttrib3f(2 + i, v[0], v[1], v[2]));
      // The ground a hair behind what lies level with it (a pad, a footing's top): no flicker between the two.
      gl.enable(gl.POLYGON_OFFSET_FILL);
      gl.polygonOffset(2, 2);
      gl.bindVertexArray(ground.vao);
      gl.drawArrays(gl.TRIANGLES, 0, ground.vertices);
      gl.disable(gl.POLYGON_OFFSET_FILL);
      for (const s of shapes) {
        if (s.count === 0) continue;
        gl.bindVertexArray(s.vao);
        gl.drawArraysInstanced(gl.TRIANGLES, 0, s.vertices, s.count);
      }
      gl.bindVertexArray(null);
    },
    dispose() {
      for (const s of shapes) {
        s.buffers.forEach((b) => gl.deleteBuffer(b));
        gl.deleteVertexArray(s.vao);
      }
      [ground.mesh, ground.tint].forEach((b) => gl.deleteBuffer(b));
      gl.deleteVertexArray(ground.vao);
      gl.deleteProgram(program);
      // The context itself: the browser frees it now, not whenever the canvas is collected.
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}
